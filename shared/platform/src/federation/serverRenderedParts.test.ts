import { setServerRenderedParts, takeServerRenderedPart } from './serverRenderedParts';

it('hands each part the server rendered to one mount only, and forgets the previous page', () => {
  setServerRenderedParts(['catalog/RecentEvents']);
  expect(takeServerRenderedPart('catalog/HomeTours')).toBe(false);
  expect(takeServerRenderedPart('catalog/RecentEvents')).toBe(true);
  expect(takeServerRenderedPart('catalog/RecentEvents')).toBe(false);
  setServerRenderedParts(['catalog/HomeTours']);
  setServerRenderedParts([]);
  expect(takeServerRenderedPart('catalog/HomeTours')).toBe(false);
});
