// The foot of a shell form card: the SEND button (busy while sending) and the outcome notice under it.
import { Button } from '@kemet/ui';
import { FormStatusNotice, type FormStatusNoticeProps } from '@kemet/platform/forms';
import form from './Form.module.css';

export function SendFooter({ busy, ...titles }: { busy: boolean } & Required<FormStatusNoticeProps>) {
  return (
    <>
      <div className={form.actions}>
        <Button type="submit" busy={busy}>
          SEND
        </Button>
      </div>
      <FormStatusNotice {...titles} />
    </>
  );
}
