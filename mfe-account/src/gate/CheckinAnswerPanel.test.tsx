import { render, screen, within } from '@testing-library/react';
import { CHECKIN_MESSAGES, type CheckinAnswer, type CheckinResult } from '@kemet/contract';
import { makeCheckinAnswer } from '@kemet/tooling/testing';
import { CheckinAnswerPanel } from './CheckinAnswerPanel';

const answerFor = (result: CheckinResult, overrides: Partial<CheckinAnswer> = {}) =>
  makeCheckinAnswer({ result, message: CHECKIN_MESSAGES[result], checkedInAt: null, ...overrides });

const panel = () => screen.getByRole('status', { name: 'Answer' });
const fact = (term: string) => within(panel()).getByText(term).nextElementSibling?.textContent;

it.each<[CheckinResult, string]>([
  ['valid', 'valid'],
  ['already_used', 'alreadyUsed'],
  ['revoked', 'refused'],
  ['wrong_provider', 'refused'],
  ['not_today', 'notToday'],
])('%s: the words large on its colour, and the ticket under them', (result, colour) => {
  render(<CheckinAnswerPanel answer={answerFor(result)} />);
  const words = within(panel()).getByText(CHECKIN_MESSAGES[result]);
  expect(words.parentElement).toHaveClass(colour);
  expect(fact('Experience')).toBe('Sunrise over Karnak');
  expect(fact('Session (Cairo time)')).toBe('Thu, 15 January 2099 at 08:00');
  expect(fact('Category')).toBe('Foreign adult');
  expect(fact('Booking reference')).toBe('KMT-7F3K2Q');
});

it('invalid: "Not a Kemet ticket" in red, with nothing about a ticket it does not know', () => {
  render(<CheckinAnswerPanel answer={answerFor('invalid', { ticket: null })} />);
  expect(within(panel()).getByText('Not a Kemet ticket').parentElement).toHaveClass('refused');
  expect(within(panel()).queryByText('Experience')).toBeNull();
});

it('already used: says when, in Cairo time', () => {
  render(<CheckinAnswerPanel answer={answerFor('already_used', { checkedInAt: '2099-01-15T05:41:30.000Z' })} />);
  expect(within(panel()).getByText('First used at 07:41')).toBeInTheDocument();
});

it("not today: the session's date and time stand out under the words", () => {
  render(<CheckinAnswerPanel answer={answerFor('not_today')} />);
  expect(within(panel()).getByText('Session Thu, 15 January 2099 at 08:00')).toHaveClass('verdictDetail');
});

it('a valid student ticket reminds the gate to check the student card', () => {
  const ticket = { ...makeCheckinAnswer().ticket!, category: { label: 'Student', proof: 'student_card' as const } };
  render(<CheckinAnswerPanel answer={answerFor('valid', { ticket })} />);
  expect(within(panel()).getByText('Check student card')).toHaveClass('proofCheck');
});

it('no reminder for a category without proof, nor for a ticket that is not let in', () => {
  const free = { ...makeCheckinAnswer().ticket!, category: { label: 'Child', proof: 'none' as const } };
  const { rerender } = render(<CheckinAnswerPanel answer={answerFor('valid', { ticket: free })} />);
  expect(within(panel()).queryByText(/^Check /)).toBeNull();
  rerender(<CheckinAnswerPanel answer={answerFor('already_used')} />);
  expect(within(panel()).queryByText('Check passport')).toBeNull();
});

it('is an empty status region until the first answer, so screen readers announce answers as they come', () => {
  render(<CheckinAnswerPanel answer={null} />);
  expect(panel()).toBeEmptyDOMElement();
});

it("brings each new answer's words into view, where a browser's scrollIntoView returns a promise too", () => {
  const scrollIntoView = jest.fn(() => Promise.resolve());
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
  try {
    const { rerender } = render(<CheckinAnswerPanel answer={answerFor('valid')} />);
    rerender(<CheckinAnswerPanel answer={answerFor('already_used')} />);
    expect(within(panel()).getByText('Already used')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
  } finally {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  }
});
