import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { copyText } from '../../lib/clipboard';

/** Spec: 'Copied!' shows for 2 seconds. */
export const COPIED_MS = 2000;

/** The seven networks of the spec, each carrying the page's URL and title. */
export function shareLinks(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}` },
  ];
}

function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    try {
      await copyText(text);
    } catch {
      // Copying can be refused (permissions); the URL box stays there to copy by hand.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }
  return { copied, copy };
}

type SharePanelProps = {
  url: string;
  title: string;
  /** What is shared: the heading says 'Share this post' or 'Share this product'. */
  subject?: 'post' | 'product';
};

/** Share links, a Copy Link button and a read-only URL box (spec: share panel, post and product pages). */
export function SharePanel({ url, title, subject = 'post' }: SharePanelProps) {
  const { copied, copy } = useCopy(url);
  return (
    <section
      aria-labelledby="share-title"
      className="mt-12 rounded-2xl border border-zinc-200 bg-zinc-50 p-5 dark:border-white/10 dark:bg-white/5"
    >
      <h2
        id="share-title"
        className="flex items-center gap-2 font-semibold text-lg text-zinc-950 dark:text-white"
      >
        <Share2 aria-hidden="true" className="size-5" />
        {`Share this ${subject}`}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {shareLinks(url, title).map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${link.name} (opens in a new tab)`}
              className="inline-flex rounded-full border border-zinc-300 bg-white px-3.5 py-1.5 font-medium text-sm text-zinc-800 transition-colors hover:bg-zinc-100 dark:border-white/15 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-white/10"
            >
              {link.name}
            </a>
          </li>
        ))}
        <li>
          <Button size="sm" variant="secondary" onClick={() => void copy()} aria-live="polite">
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'Copied!' : 'Copy Link'}
          </Button>
        </li>
      </ul>
      <div className="mt-4 flex gap-2">
        <label htmlFor="share-url" className="sr-only">
          {subject === 'post' ? 'Post address' : 'Product address'}
        </label>
        <input
          id="share-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-700 dark:border-white/15 dark:bg-zinc-900 dark:text-zinc-300"
        />
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
    </section>
  );
}
