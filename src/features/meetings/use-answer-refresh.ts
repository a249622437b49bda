import { send } from '@/lib/http';
import { usePageData, type PublicQuery } from '@/lib/page-data';

/**
 * Reads `query(args)` again now and shows the new answer, also where the page was drawn with it
 * (the cache keeps a server-drawn page's answers as they came). A failed read leaves the old one.
 */
export function useAnswerRefresh<Args, T>(query: PublicQuery<Args, T>, args: Args): () => void {
  const { cache } = usePageData();
  return () => {
    void send({ url: query.url(args), auth: query.auth ?? false }, query.check).then(({ data }) => {
      if (data !== undefined) cache.put(query, args, data);
    });
  };
}
