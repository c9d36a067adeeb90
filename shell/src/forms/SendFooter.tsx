// The foot of a shell form card: the SEND button (busy while sending) and the outcome notice under it.
import { useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import { FormStatusNotice, type FormStatusNoticeProps } from '@kemet/platform/forms';
import { LiveSubmit } from './LiveSubmit';
import form from './Form.module.css';

export function SendFooter({ busy, ...titles }: { busy: boolean } & Required<FormStatusNoticeProps>) {
  const { t } = useTranslation('shell');
  return (
    <>
      <div className={form.actions}>
        <LiveSubmit busy={busy}>{t('forms.send')}</LiveSubmit>
      </div>
      <FormStatusNotice {...titles} />
    </>
  );
}
