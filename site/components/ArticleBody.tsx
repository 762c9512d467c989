import type { Block } from '../../schema/index.js';
import { type InlinePart, inlineParts } from '../../schema/inline-text.js';
import { contentImage } from '../data/content-images.js';
import { Photo } from './Photo.js';

/** A text's marks (schema/inline-text.ts) as React elements: its words are escaped as any text is. */
function Inline({ parts }: { parts: readonly InlinePart[] }) {
  return (
    <>
      {parts.map((part, i) => {
        // The parts' order is the text's.
        const key = `part-${i}`;
        if (typeof part === 'string') return part;
        if ('em' in part)
          return (
            <em key={key}>
              <Inline parts={part.em} />
            </em>
          );
        if ('strong' in part)
          return (
            <strong key={key}>
              <Inline parts={part.strong} />
            </strong>
          );
        // Another site's page: it learns nothing of ours, and gets no hold on this window.
        const outside = /^https?:/.test(part.link);
        return (
          <a key={key} href={part.link} rel={outside ? 'noopener noreferrer' : undefined}>
            <Inline parts={part.parts} />
          </a>
        );
      })}
    </>
  );
}

/** A photo the content names (schema/content.ts), as wide as the text's column. */
export function ContentPhoto({ file, alt, eager = false }: { file: string; alt: string; eager?: boolean }) {
  return (
    <figure className="article-photo">
      <Photo image={contentImage(file)} alt={alt} sizes="(min-width: 1024px) 66vw, 100vw" eager={eager} />
    </figure>
  );
}

const Text = ({ text }: { text: string }) => <Inline parts={inlineParts(text)} />;

/** An article's body from its blocks: paragraphs, sub-headings (one level below `heading`), lists, photos. */
export function ArticleBody({ blocks, heading: Heading = 'h2' }: { blocks: readonly Block[]; heading?: 'h2' | 'h3' | 'h4' }) {
  return (
    <div className="article-body">
      {blocks.map((block, i) => {
        // The blocks' order is fixed by the configuration.
        const key = `block-${i}`;
        if (typeof block === 'string')
          return (
            <p key={key}>
              <Text text={block} />
            </p>
          );
        if ('heading' in block) return <Heading key={key}>{block.heading}</Heading>;
        if ('image' in block) return <ContentPhoto key={key} file={block.image} alt={block.alt} />;
        return (
          <ul key={key}>
            {block.list.map((item) => (
              <li key={item}>
                <Text text={item} />
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
