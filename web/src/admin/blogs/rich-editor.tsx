import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Clapperboard,
  Code2,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { uploadMedia } from '../../api/blog-admin';
import { Spinner } from '../../components/spinner';
import { uploadUrl } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { EDITOR_HEIGHT, uploadErrorMessage } from './blog-rules';
import { Media, mediaKindOf } from './media-node';

/** Spec: editor image uploads accept jpg, jpeg, png, gif, webp and svg. */
export const EDITOR_IMAGE_ACCEPT =
  '.jpg,.jpeg,.png,.gif,.webp,.svg,image/jpeg,image/png,image/gif,image/webp,image/svg+xml';

/** Video (mp4, webm; 50 MB) and audio (mp3, ogg, wav, m4a; 20 MB), as the server's upload accepts. */
export const EDITOR_MEDIA_ACCEPT =
  '.mp4,.webm,.mp3,.ogg,.wav,.m4a,video/mp4,video/webm,audio/mpeg,audio/ogg,audio/wav,audio/mp4,audio/x-m4a';

type RichEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onError: (message: string) => void;
  labelId: string;
};

type ToolProps = {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
};

function Tool({ label, active = false, onClick, children, disabled }: ToolProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // Keeps the focus (and the caret's stored marks, such as Bold on an empty line) in the editor:
      // a button that took the focus made the editor refocus a frame later, losing both the marks
      // and whatever was typed in between. Keyboard users still reach the button with Tab.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'grid size-9 place-items-center rounded-lg text-zinc-700 transition-colors hover:bg-zinc-200 disabled:opacity-40 dark:text-zinc-300 dark:hover:bg-white/10 [&_svg]:size-4',
        active && 'bg-zinc-200 text-zinc-950 dark:bg-white/15 dark:text-white',
      )}
    >
      {children}
    </button>
  );
}

/**
 * The post editor: Tiptap's starter kit (headings, lists, quotes, code blocks, links) and images,
 * video and audio uploaded through POST /api/blog/upload-media. Loaded only by /admin/blogs (its own chunk).
 */
export function RichEditor({ value, onChange, onError, labelId }: RichEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const mediaInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<'image' | 'media' | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener' },
        },
      }),
      Image,
      Media,
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'blog-content h-full px-4 py-3 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
    }),
  });

  function setLink() {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (https://…)', previous ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  async function insertFile(file: File) {
    const kind = mediaKindOf(file);
    setUploading(kind === 'image' ? 'image' : 'media');
    try {
      const src = uploadUrl(await uploadMedia(file));
      if (kind === 'image') {
        editor
          .chain()
          .focus()
          .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
          .run();
      } else {
        editor.chain().focus().setMedia({ src, kind }).run();
      }
    } catch (error) {
      onError(uploadErrorMessage(kind === 'image' ? 'image' : 'media', error));
    } finally {
      setUploading(null);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void insertFile(file);
  }

  const chain = () => editor.chain().focus();
  return (
    <div className="overflow-hidden rounded-xl border border-zinc-300 bg-white dark:border-white/15 dark:bg-zinc-900">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-0.5 border-zinc-200 border-b bg-zinc-50 p-1.5 dark:border-white/10 dark:bg-white/5"
      >
        <Tool label="Heading 2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 />
        </Tool>
        <Tool label="Heading 3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 />
        </Tool>
        <Tool label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold />
        </Tool>
        <Tool label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic />
        </Tool>
        <Tool label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <List />
        </Tool>
        <Tool label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered />
        </Tool>
        <Tool label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          <Quote />
        </Tool>
        <Tool label="Code block" active={state.code} onClick={() => chain().toggleCodeBlock().run()}>
          <Code2 />
        </Tool>
        <Tool label="Link" active={state.link} onClick={setLink}>
          <Link2 />
        </Tool>
        <Tool label="Insert image" disabled={uploading !== null} onClick={() => fileInput.current?.click()}>
          {uploading === 'image' ? <Spinner size="sm" label="Uploading image" /> : <ImagePlus />}
        </Tool>
        <Tool
          label="Insert video or audio"
          disabled={uploading !== null}
          onClick={() => mediaInput.current?.click()}
        >
          {uploading === 'media' ? <Spinner size="sm" label="Uploading media" /> : <Clapperboard />}
        </Tool>
        <Tool label="Undo" onClick={() => chain().undo().run()}>
          <Undo2 />
        </Tool>
        <Tool label="Redo" onClick={() => chain().redo().run()}>
          <Redo2 />
        </Tool>
        <input
          ref={fileInput}
          type="file"
          accept={EDITOR_IMAGE_ACCEPT}
          className="hidden"
          aria-label="Image to insert"
          data-testid="editor-image-input"
          onChange={chosen}
        />
        <input
          ref={mediaInput}
          type="file"
          accept={EDITOR_MEDIA_ACCEPT}
          className="hidden"
          aria-label="Video or audio to insert"
          data-testid="editor-media-input"
          onChange={chosen}
        />
      </div>
      <EditorContent
        editor={editor}
        className="overflow-y-auto [&_.ProseMirror]:min-h-full"
        style={{ height: EDITOR_HEIGHT }}
      />
    </div>
  );
}

export default RichEditor;
