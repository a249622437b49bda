import { useSiteIdentity } from '@/lib/site-identity';
import { formatPrice } from '@/utils/money';

/** A price as money in the school's currency ("$12.50", "Free" for 0), wherever a meeting or course shows one. */
export function Price({ value, className }: { value: number; className?: string }) {
  const { currency } = useSiteIdentity().settings;
  return <span className={className ? `price ${className}` : 'price'}>{formatPrice(value, currency)}</span>;
}
