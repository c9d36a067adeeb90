import { render, screen, within } from '@testing-library/react';
import { CHECKIN_MESSAGES, type CheckinAnswer, type CheckinResult } from '@kemet/contract';
import { inLanguage, makeCheckinAnswer } from '@kemet/tooling/testing';
import { CheckinAnswerPanel } from './CheckinAnswerPanel';
import { ScanHistory } from './ScanHistory';

// The service answers in English words; the gate shows the words for the result code.
const answerFor = (result: CheckinResult, overrides: Partial<CheckinAnswer> = {}) =>
  makeCheckinAnswer({ result, message: CHECKIN_MESSAGES[result], checkedInAt: null, ...overrides });

const panel = () => screen.getByRole('status', { name: 'النتيجة' });
const fact = (term: string) => within(panel()).getByText(term).nextElementSibling;

beforeEach(() => inLanguage('ar'));
afterEach(() => inLanguage('en'));

it.each<[CheckinResult, string]>([
  ['valid', 'تذكرة صالحة'],
  ['already_used', 'مستخدمة من قبل'],
  ['revoked', 'حجز ملغى'],
  ['wrong_provider', 'تذكرة مقدّم خدمة آخر'],
  ['not_today', 'ليس اليوم'],
  ['invalid', 'ليست تذكرة Kemet'],
])('%s: the answer in large Arabic words, from its code', (result, words) => {
  render(<CheckinAnswerPanel answer={answerFor(result)} />);
  expect(within(panel()).getByText(words)).toHaveClass('verdictWords');
  expect(within(panel()).queryByText(CHECKIN_MESSAGES[result])).toBeNull();
});

it('a valid ticket: the proof to check, the session in Cairo time with Arabic digits, the reference kept left to right', () => {
  render(<CheckinAnswerPanel answer={answerFor('valid')} />);
  expect(within(panel()).getByText('تحقّق من جواز السفر')).toHaveClass('proofCheck');
  expect(fact('الموعد (بتوقيت القاهرة)')).toHaveTextContent('الخميس، ١٥ يناير ٢٠٩٩، ٠٨:٠٠');
  const reference = fact('رقم الحجز')!.querySelector('bdi');
  expect(reference).toHaveTextContent('KMT-7F3K2Q');
});

it('already used: when, in Arabic digits and Cairo time', () => {
  render(<CheckinAnswerPanel answer={answerFor('already_used', { checkedInAt: '2099-01-15T05:41:30.000Z' })} />);
  expect(within(panel()).getByText('استُخدمت أول مرة الساعة ٠٧:٤١')).toBeInTheDocument();
});

it('the last scans speak Arabic too', () => {
  render(<ScanHistory scans={[{ nonce: 'n1', at: '2099-01-15T05:41:30.000Z', answer: answerFor('revoked') }]} />);
  expect(screen.getByRole('heading', { name: 'آخر عمليات الفحص' })).toBeInTheDocument();
  expect(screen.getByText('حجز ملغى')).toBeInTheDocument();
  expect(screen.getByText('٠٧:٤١')).toBeInTheDocument();
});
