import { highlight } from './excerpt'

/** `text` with the words searched for in `<mark>`. */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  return highlight(text, words).map((piece, index) =>
    piece.marked ? (
      <mark key={index} className="rounded-xs bg-brass/15 text-ink">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  )
}
