/**
 * The block being rendered, when the build linked its names: the id of its
 * plan (shared/dartLinkPlan.ts) and its code. Set by
 * src/theme/CodeBlock, read by src/theme/CodeBlock/Line/Token.
 */
import {createContext} from 'react';

export interface LinkedBlock {
  id: string;
  code: string;
}

export const CodeLinksContext = createContext<LinkedBlock | null>(null);
