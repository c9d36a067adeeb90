import { returnPathFrom, safeReturnPath } from './returnPath';

const ORIGIN = 'https://kemet.example';
const backTo = (next: string | null) => safeReturnPath(next, ORIGIN);

describe('safeReturnPath', () => {
  it.each([
    ['/payment/3', '/payment/3'],
    ['/bookings', '/bookings'],
    ['/account?tab=sessions#devices', '/account?tab=sessions#devices'],
    ['/events?q=100%25', '/events?q=100%25'],
    ['/payment/3?from=%2F%2Fnot-a-host', '/payment/3?from=%2F%2Fnot-a-host'],
    ['/tours/../account', '/account'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(backTo(next)).toBe(expected);
  });

  it.each([
    ['/\\evil.example'],
    ['/%09/evil.example'],
    ['//evil'],
    ['//evil.example/payment/3'],
    ['https://evil'],
    ['http://kemet.example/account'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/\t/evil'],
    ['/\n/evil'],
    ['/\r\n/evil'],
    ['/\u0000/evil'],
    ['/\u007f/evil'],
    ['/\u0085/evil'],
    ['\\\\evil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%2F%2Fevil'],
    ['/%2f/evil'],
    ['/%252F%252Fevil'],
    ['/%25252F%25252F%25252F%25252Fevil'],
    ['/%0d%0a/evil'],
    ['/%250a/evil'],
    ['/%E0%A4%A'],
    ['/..//evil'],
    ['/.//evil'],
    ['/%2e%2e//evil'],
    [' /account'],
    ['account'],
    ['%2F%2Fevil'],
    [''],
    [null],
  ])('sends %j to /home', (next) => {
    expect(backTo(next)).toBe('/home');
  });

  it('takes the fallback it is given', () => {
    expect(safeReturnPath('//evil', ORIGIN, '/events')).toBe('/events');
  });
});

describe('returnPathFrom', () => {
  it('reads ?next= against this page’s origin', () => {
    expect(returnPathFrom('?next=%2Fpayment%2F3')).toBe('/payment/3');
    expect(returnPathFrom('?next=%2F%5Cevil.example')).toBe('/home');
    expect(returnPathFrom('?next=%2F%2509%2Fevil.example')).toBe('/home');
    expect(returnPathFrom('?next=http%3A%2F%2Flocalhost%2Faccount')).toBe('/home');
    expect(returnPathFrom('')).toBe('/home');
  });
});
