import { useState } from 'react';
import { cardImageUrl } from '@/contract';
import { serverFileUrl } from '@/lib/platform';
import './thumbnail.css';

/** A record's picture at table size; an empty box when it has none or it fails to load. */
export function Thumbnail({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <span className="thumbnail thumbnail--empty" aria-hidden="true" />;
  return (
    <img
      className="thumbnail"
      src={serverFileUrl(cardImageUrl(src))}
      // The row's title says what it is; the picture adds nothing for a screen reader.
      alt=""
      width={72}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
