import { useData } from 'vike-react/useData';
import { SimilarProperties } from '../property/SimilarProperties';
import type { Data } from './goneData';

/** §8: the page a property keeps at its last URL once it left the feed, with similar available ones. */
export default function Page() {
  const data = useData<Data>();
  return (
    <section className="gone">
      <h1>{data.message}</h1>
      {data.title && (
        <p className="gone-title">
          {data.title} – {data.place}
        </p>
      )}
      {data.similar.length === 0 && <p>{data.texts.noSimilar}</p>}
      <SimilarProperties cards={data.similar} />
      <p>
        <a href={data.listUrl}>{data.texts.toList}</a>
      </p>
    </section>
  );
}
