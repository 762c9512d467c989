import type { Block } from '../../schema/index.js';

/** An article's body from its blocks: paragraphs, sub-headings (one level below `heading`), lists. */
export function ArticleBody({ blocks, heading: Heading = 'h2' }: { blocks: readonly Block[]; heading?: 'h2' | 'h3' | 'h4' }) {
  return (
    <div className="article-body">
      {blocks.map((block, i) => {
        // The blocks' order is fixed by the configuration.
        const key = `block-${i}`;
        if (typeof block === 'string') return <p key={key}>{block}</p>;
        if ('heading' in block) return <Heading key={key}>{block.heading}</Heading>;
        return (
          <ul key={key}>
            {block.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
