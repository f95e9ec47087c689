import {placeCard} from '@site/src/codeLinks/placement';

const view = {width: 320, height: 640, scrollX: 0, scrollY: 1000};
const card = {width: 300, height: 200};

describe('placeCard', () => {
  it('puts the card under the name when it fits there', () => {
    expect(placeCard({top: 100, bottom: 120, left: 40}, card, view)).toEqual({top: 1126, left: 12});
  });

  it('puts it over the name when it fits only there, and never on it', () => {
    const name = {top: 500, bottom: 520, left: 10};
    const {top} = placeCard(name, card, view);
    expect(top - view.scrollY + card.height).toBeLessThanOrEqual(name.top);
  });

  it('keeps it under the name when it fits neither way, so it still does not cover the name', () => {
    const name = {top: 100, bottom: 120, left: 10};
    const {top} = placeCard(name, {width: 300, height: 600}, view);
    expect(top - view.scrollY).toBeGreaterThanOrEqual(name.bottom);
  });

  it('keeps it inside the view sideways', () => {
    const {left} = placeCard({top: 10, bottom: 30, left: 300}, card, view);
    expect(left).toBe(12);
    expect(left + card.width).toBeLessThanOrEqual(view.width - 8);
    expect(placeCard({top: 10, bottom: 30, left: 2}, {width: 100, height: 50}, view).left).toBe(8);
  });
});
