// Links inside translated text (Trans fills in their words): the support email and phone, left-to-right in any
// language (<email>, <phone>), and any address as a mail link.
import type { ReactNode } from 'react';

export function MailLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${to}`} dir="ltr">
      {children}
    </a>
  );
}

function SupportPhone({ children }: { children?: ReactNode }) {
  return (
    <a href="tel:+20223456789" dir="ltr">
      {children}
    </a>
  );
}

export const REACH_US = { email: <MailLink to="support@kemet.example" />, phone: <SupportPhone /> };
