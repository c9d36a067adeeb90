// The listing's pictures: each file is uploaded as soon as it is chosen (the service judges its content, re-encodes it
// and answers its address); the list can be reordered and pictures removed. The first is the listing's main picture.
import { useId, useState, type ChangeEvent } from 'react';
import { useField } from 'formik';
import { Button, Notice } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import { failureStatus } from '@kemet/platform/forms';
import './messages/listingsMessages';
import { listingsApi } from './listingsApi';
import styles from './listings.module.css';

const MAX_PICTURES = 8;

export function PicturesField() {
  const { t } = useTranslation('listings');
  const headingId = useId();
  const inputId = useId();
  const [field, , helpers] = useField<string[]>('images');
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const pictures = field.value;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MAX_PICTURES - pictures.length);
    event.target.value = '';
    setRefusal(undefined);
    setUploading(true);
    const added: string[] = [];
    try {
      for (const file of files) added.push((await listingsApi.uploadPicture(file)).url);
    } catch (error) {
      const status = failureStatus(error);
      setRefusal(status.error ?? Object.values(status.fields)[0]);
    } finally {
      setUploading(false);
      if (added.length) await helpers.setValue([...pictures, ...added]);
    }
  };
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    void helpers.setValue(next);
  };

  return (
    <fieldset className={styles.group} aria-labelledby={headingId}>
      <legend id={headingId} className={styles.legend}>
        {t('pictures.title')}
      </legend>
      <p className={styles.hint}>{t('pictures.lead')}</p>
      {pictures.length === 0 ? (
        <p className={styles.hint}>{t('pictures.none')}</p>
      ) : (
        <ol className={styles.pictures}>
          {pictures.map((url, index) => {
            const number = index + 1;
            return (
              <li key={url} className={styles.picture}>
                <img src={url} alt={t('pictures.alt', { number })} width={160} height={120} />
                <div className={styles.pictureActions}>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={t('pictures.earlier', { number })}
                    onClick={() => move(index, index - 1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === pictures.length - 1}
                    aria-label={t('pictures.later', { number })}
                    onClick={() => move(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('pictures.remove', { number })}
                    onClick={() => void helpers.setValue(pictures.filter((_, i) => i !== index))}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {pictures.length < MAX_PICTURES && (
        <div className={styles.upload}>
          <label htmlFor={inputId} className={styles.uploadLabel}>
            {uploading ? t('pictures.uploading') : t('pictures.add')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={uploading}
            onChange={(event) => void upload(event)}
          />
        </div>
      )}
      {refusal && <Notice tone="error">{refusal}</Notice>}
    </fieldset>
  );
}
