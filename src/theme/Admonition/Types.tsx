// Ejected: the original map imports all six admonition types and their icons into every docs page; the site writes `note` and `warning` (npm run check:content stops any other), and `info` stays as the theme's fallback.
import AdmonitionTypeNote from '@theme/Admonition/Type/Note';
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeWarning from '@theme/Admonition/Type/Warning';
import type AdmonitionTypesType from '@theme/Admonition/Types';

const admonitionTypes = {
  note: AdmonitionTypeNote,
  info: AdmonitionTypeInfo,
  warning: AdmonitionTypeWarning,
};

export default admonitionTypes as typeof AdmonitionTypesType;
