import { RICH_TEXT_UNDO_DEPTH } from "@fragboard/core";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { cx } from "../../components/ui/cx.js";

type Tool = { label: string; run: (e: Editor) => void; active?: (e: Editor) => boolean; symbol: string };

const TOOLS: Tool[] = [
  {
    label: "Bold",
    symbol: "B",
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive("bold"),
  },
  {
    label: "Italic",
    symbol: "I",
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive("italic"),
  },
  {
    label: "Underline",
    symbol: "U",
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive("underline"),
  },
  {
    label: "Strikethrough",
    symbol: "S",
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive("strike"),
  },
  {
    label: "Heading",
    symbol: "H",
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive("heading", { level: 2 }),
  },
  {
    label: "Bullet list",
    symbol: "•",
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    symbol: "1.",
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
  },
  {
    label: "Quote",
    symbol: "❝",
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive("blockquote"),
  },
  {
    label: "Code",
    symbol: "</>",
    run: (e) => e.chain().focus().toggleCode().run(),
    active: (e) => e.isActive("code"),
  },
  { label: "Undo", symbol: "↶", run: (e) => e.chain().focus().undo().run() },
  { label: "Redo", symbol: "↷", run: (e) => e.chain().focus().redo().run() },
];

/**
 * The article body editor (TipTap, undo depth 100 as spec 001 §9 says). It produces the HTML the
 * server's allow-list keeps: paragraphs, headings, marks, lists, quotes, code, links.
 */
export function RichTextEditor({
  value,
  onChange,
  labelledBy,
}: {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        undoRedo: { depth: RICH_TEXT_UNDO_DEPTH },
        link: { openOnClick: false, protocols: ["http", "https", "mailto"] },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { "aria-labelledby": labelledBy, "aria-multiline": "true", role: "textbox" },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.map((tool) => (e && tool.active ? tool.active(e) : false)),
  });

  return (
    <div className="article-editor rounded border border-line bg-surface focus-within:border-accent/70">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-line border-b p-1">
        {TOOLS.map((tool, i) => (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={tool.active ? (active?.[i] ?? false) : undefined}
            onClick={() => editor && tool.run(editor)}
            className={cx(
              "h-7 min-w-7 rounded px-1.5 text-sm hover:bg-raised",
              active?.[i] ? "bg-raised text-accent" : "text-muted",
            )}
          >
            {tool.symbol}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
