/**
 * Where the card of a linked name goes (src/components/ApiCard): under the
 * name, or over it when it fits there and not under it; never on the name.
 * Sideways it starts at the name and stays inside the view. Pure: rectangles
 * in viewport coordinates in, the card's page coordinates out.
 */

/** Space between the name and the card. */
const GAP_PX = 6;
/** Space kept between the card and the view's edges. */
const MARGIN_PX = 8;

export function placeCard(
  name: {top: number; bottom: number; left: number},
  card: {width: number; height: number},
  view: {width: number; height: number; scrollX: number; scrollY: number},
): {top: number; left: number} {
  const below = name.bottom + GAP_PX;
  const fitsBelow = below + card.height <= view.height - MARGIN_PX;
  const fitsAbove = name.top - GAP_PX - card.height >= MARGIN_PX;
  const top = !fitsBelow && fitsAbove ? name.top - GAP_PX - card.height : below;
  const left = Math.max(MARGIN_PX, Math.min(name.left, view.width - card.width - MARGIN_PX));
  return {top: top + view.scrollY, left: left + view.scrollX};
}
