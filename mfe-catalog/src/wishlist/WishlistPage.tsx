// /wishlist (docs/product/wishlist.md): the experiences the visitor saved with ♥. The list is the visitor's own (the
// account's, or this device's), so the server renders the frame and the browser fills it once it knows who is here.
import { useHydrated, useTranslation, useViewer } from '@kemet/platform';
import '../messages/catalogMessages';
import { AccountWishlist } from './AccountWishlist';
import { DeviceWishlist } from './DeviceWishlist';
import { WishlistLoading } from './WishlistLoading';
import intro from '../components/PageIntro.module.css';

export function WishlistPage() {
  const { t } = useTranslation('catalog');
  const hydrated = useHydrated();
  const { loggedIn } = useViewer();
  return (
    <div className={intro.page} data-team="catalog">
      <header className={intro.intro}>
        <h1 className={intro.title}>{t('wishlist.title')}</h1>
        <p className={intro.lead}>{t('wishlist.lead')}</p>
      </header>
      {!hydrated ? (
        <WishlistLoading label={t('wishlist.loading')} />
      ) : loggedIn ? (
        <AccountWishlist />
      ) : (
        <DeviceWishlist />
      )}
    </div>
  );
}
