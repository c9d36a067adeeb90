import { render, screen } from '@testing-library/react';
import { makeSession } from '@kemet/tooling/testing';
import { formatVisitorTime } from '@kemet/ui';
import { TimeSlots } from './TimeSlots';

jest.mock('@kemet/ui', () => ({ ...jest.requireActual('@kemet/ui'), formatVisitorTime: jest.fn() }));
const visitorTime = jest.mocked(formatVisitorTime);

describe('TimeSlots', () => {
  it("adds the visitor's own time of the chosen session when their zone shows another", () => {
    visitorTime.mockReturnValue('07:00 your time (Europe/Paris)');
    render(<TimeSlots sessions={[makeSession()]} selected={makeSession()} onSelect={jest.fn()} hrefOf={() => '?'} />);
    expect(
      screen.getByText('Times are Cairo time. 08:00 in Cairo is 07:00 your time (Europe/Paris).'),
    ).toBeInTheDocument();
    expect(visitorTime).toHaveBeenCalledWith('2099-01-15T06:00:00.000Z');
  });

  it('says only that times are Cairo time when the visitor is on Cairo time', () => {
    visitorTime.mockReturnValue(null);
    render(<TimeSlots sessions={[makeSession()]} selected={makeSession()} onSelect={jest.fn()} hrefOf={() => '?'} />);
    expect(screen.getByText('Times are Cairo time.')).toBeInTheDocument();
  });
});
