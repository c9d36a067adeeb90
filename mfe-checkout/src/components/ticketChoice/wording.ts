/**
 * Whose words the shared pieces take where the two pages say it differently (docs/product/texts-and-messages.md): the
 * buy box's ("Add one …", "You save") or the payment page's ("More … tickets", "… each", "Sale saving").
 */
export type TicketChoiceWording = 'booking' | 'payment';
