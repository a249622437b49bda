import type { SocialNetwork } from '@/contract';

/** Each network's name as visitors know it. */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/**
 * A network's icon, in the text's colour; decorative, as the link around it carries the name. The
 * drawings are files (public/media/social) painted through a CSS mask: the page's first script
 * carries none of them, and a site that links no network loads none.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <span className={`social-icon social-icon--${network}`} aria-hidden="true" />;
}
