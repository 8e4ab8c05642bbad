import { mergeAttributes, Node } from '@tiptap/react';

export type MediaKind = 'video' | 'audio';

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    media: {
      /** Inserts an uploaded video or audio file as a block with the browser's own controls. */
      setMedia: (attributes: { src: string; kind: MediaKind }) => ReturnType;
    };
  }
}

/**
 * Video and audio uploaded through the editor: a block `<video controls>` or `<audio controls>`
 * whose source is one of our own uploads (the server's sanitiser drops any other source).
 */
export const Media = Node.create({
  name: 'media',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      kind: {
        default: 'video',
        parseHTML: (element) => (element.tagName.toLowerCase() === 'audio' ? 'audio' : 'video'),
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'video[src]' }, { tag: 'audio[src]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const kind: MediaKind = node.attrs.kind === 'audio' ? 'audio' : 'video';
    return [kind, mergeAttributes(HTMLAttributes, { controls: 'true' })];
  },
  addCommands() {
    return {
      setMedia:
        ({ src, kind }) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src, kind } }),
    };
  },
});

/** What kind of node an uploaded file becomes, from its type. */
export function mediaKindOf(file: File): MediaKind | 'image' {
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('audio/')) return 'audio';
  return 'image';
}
