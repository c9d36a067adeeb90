// How wide a picture that fills one cell of CardGrid.module.css is shown: one column inside the page's margins, two
// from 768 px, three across the 1280 px content (some 373 px each) from 1280 px.
export const CARD_GRID_SIZES = '(min-width: 1280px) 380px, (min-width: 768px) 50vw, 80vw';
