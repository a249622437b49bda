import { act, screen } from '@testing-library/react';
import { siteIdentityApi } from '@/lib/site-identity';
import { renderWithProviders } from '@/testing/render';
import { sitePageData } from '@/testing/site-fixtures';
import { Price } from './price';

describe('Price', () => {
  it("shows an amount as money in the school's currency, cents when it has some", () => {
    renderWithProviders(
      <>
        <Price value={35} />
        <Price value={12.5} />
      </>,
      { pageData: sitePageData({ settings: { currency: 'EUR' } }) },
    );
    expect(screen.getByText('€35')).toBeInTheDocument();
    expect(screen.getByText('€12.50')).toBeInTheDocument();
  });

  it("reads 'Free' for nothing", () => {
    renderWithProviders(<Price value={0} />, { pageData: sitePageData() });
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('follows a currency an admin has just saved', async () => {
    const { store } = renderWithProviders(<Price value={40} className="price--ribbon" />, {
      pageData: sitePageData(),
    });
    expect(screen.getByText('$40')).toHaveClass('price', 'price--ribbon');
    // As Site Settings' save does (features/site/site-api.ts).
    act(() => {
      store.dispatch(
        siteIdentityApi.util.updateQueryData('getSite', undefined, (site) => {
          site.settings.currency = 'GBP';
        }),
      );
    });
    // (The store tells the screens at the next frame, as it batches what the cache writes.)
    expect(await screen.findByText('£40')).toBeInTheDocument();
  });
});
