// The QR's own chunk (TicketQr with qrcode), loaded once: the page renders it lazily and waits for it before asking the
// service worker to keep the page, so the offline copy has it too.
export const loadTicketQr = () => import('./TicketQr');
