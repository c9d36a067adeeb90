// The support email and phone as links inside translated text (<email>, <phone>): left-to-right in any language.
export const REACH_US = {
  email: <a href="mailto:support@kemet.example" dir="ltr" />,
  phone: <a href="tel:+20223456789" dir="ltr" />,
};
