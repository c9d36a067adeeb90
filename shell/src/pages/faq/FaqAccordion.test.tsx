import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion } from './FaqAccordion';
import { FAQS } from './faqs';

test('lists the eight questions, all closed', () => {
  render(<FaqAccordion items={FAQS} />);
  const questions = screen.getAllByRole('button');
  expect(questions).toHaveLength(8);
  questions.forEach((button) => expect(button).toHaveAttribute('aria-expanded', 'false'));
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('a question opens and closes its answer region, by mouse or keyboard', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion items={FAQS} />);
  const question = screen.getByRole('button', { name: 'When is the best time to visit Egypt?' });
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = screen.getByRole('region', { name: 'When is the best time to visit Egypt?' });
  expect(answer).toHaveAttribute('id', question.getAttribute('aria-controls'));
  expect(answer).toHaveTextContent('October to April');

  question.focus();
  await user.keyboard('{Enter}');
  expect(question).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

test('several answers can be open at once', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion items={FAQS} />);
  await user.click(screen.getByRole('button', { name: 'What payment methods do you accept?' }));
  await user.click(screen.getByRole('button', { name: 'How can I become a partner?' }));
  expect(screen.getAllByRole('region')).toHaveLength(2);
  expect(screen.getByText(/credit cards, debit cards and PayPal/)).toBeVisible();
});
