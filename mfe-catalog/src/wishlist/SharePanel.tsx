// Sharing a wishlist (docs/product/wishlist.md#sharing): make a read-only link, copy it, stop it. The link's token is
// shown once, right after it is made (only its hash is kept); later the panel says a link is working and offers a new
// one or to stop it.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Wishlist } from '@kemet/contract';
import { languageOfPath, loadErrorMessage, pathInLanguage, useFormat, useTranslation } from '@kemet/platform';
import { Button } from '@kemet/ui';
import '../messages/catalogMessages';
import { wishlistApi } from '../api/wishlistApi';
import { wishlistKeys } from '../api/wishlistQueries';
import styles from './Wishlist.module.css';

const linkOf = (token: string) =>
  `${window.location.origin}${pathInLanguage(`/wishlist/shared/${token}`, languageOfPath(window.location.pathname))}`;

export function SharePanel({ share }: { share: Wishlist['share'] }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const settled = () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
  const create = useMutation({
    mutationFn: () => wishlistApi.share(),
    onSuccess: ({ token }) => {
      setLink(linkOf(token));
      setSaid('');
    },
    onSettled: settled,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => wishlistApi.revokeShare(id),
    onSuccess: () => {
      setLink(null);
      setSaid(t('wishlist.share.revoked'));
    },
    onSettled: settled,
  });
  /** Copies the link; where the browser refuses, selects it for the traveller to copy themselves. */
  const copy = async () => {
    if (!link) return;
    const copied = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    if (copied) {
      setSaid(t('wishlist.share.copied'));
      return;
    }
    const field = document.getElementById('wishlist-share-link') as HTMLInputElement | null;
    field?.focus();
    field?.select();
    setSaid(t('wishlist.share.copyYourself'));
  };
  const failed = create.error ?? revoke.error;
  return (
    <section className={styles.share} aria-labelledby="wishlist-share-title">
      <h2 id="wishlist-share-title">{t('wishlist.share.title')}</h2>
      <p>{t('wishlist.share.lead')}</p>
      {link ? (
        <div className={styles.linkField}>
          <label htmlFor="wishlist-share-link">{t('wishlist.share.link')}</label>
          <input
            id="wishlist-share-link"
            type="url"
            readOnly
            value={link}
            dir="ltr"
            onFocus={(e) => e.target.select()}
          />
        </div>
      ) : (
        share && <p>{t('wishlist.share.live', { date: format.date(share.createdAt) })}</p>
      )}
      <div className={styles.actions}>
        {link && (
          <Button variant="secondary" onClick={() => void copy()}>
            {t('wishlist.share.copy')}
          </Button>
        )}
        <Button variant={share ? 'secondary' : 'primary'} busy={create.isPending} onClick={() => create.mutate()}>
          {share ? t('wishlist.share.renew') : t('wishlist.share.create')}
        </Button>
        {share && (
          <Button variant="ghost" busy={revoke.isPending} onClick={() => revoke.mutate(share.id)}>
            {t('wishlist.share.revoke')}
          </Button>
        )}
      </div>
      <p role="status">{failed ? loadErrorMessage(failed) : said}</p>
    </section>
  );
}
