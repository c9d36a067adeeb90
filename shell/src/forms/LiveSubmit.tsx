// A shell form's submit button that waits for the page's code: before it is live a click would send the form nowhere
// (a GET of the page, the typed text lost), so until then the button is disabled and says "One moment…"; what is
// typed meanwhile is kept (FormikForm). Where scripts never run, a note says the form needs them.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@kemet/ui';
import { useHydrated, useTranslation } from '@kemet/platform';
import '../messages/shellMessages';
import form from './Form.module.css';

export function LiveSubmit({ busy, className, children }: { busy: boolean; className?: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const live = useHydrated();
  const props: ButtonProps = { type: 'submit', busy, className, disabled: !live };
  return (
    <>
      <Button {...props}>{live ? children : t('forms.oneMoment')}</Button>
      <noscript>
        <p className={form.needsScript}>{t('forms.needsScript')}</p>
      </noscript>
    </>
  );
}
