import { jsonForScript } from '../../lib/json-for-script';

/**
 * Structured data for search engines. React does not move inline scripts into the head, so the
 * script stays where the page renders it; search engines read JSON-LD anywhere in the document.
 * The JSON is escaped so that no text in it (a title with `</script>`) can end the element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonForScript escapes <, > and & so nothing can close the script
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}
