// The foot of a shell form card: the SEND button (busy while sending) and the outcome notice under it.
import { Button } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import { FormStatusNotice, type FormStatusNoticeProps } from '@kemet/platform/forms';
import form from './Form.module.css';

export function SendFooter({ busy, ...titles }: { busy: boolean } & Required<FormStatusNoticeProps>) {
  const { t } = useTranslation('shell');
  return (
    <>
      <div className={form.actions}>
        <Button type="submit" busy={busy}>
          {t('forms.send')}
        </Button>
      </div>
      <FormStatusNotice {...titles} />
    </>
  );
}
