// The code block of a fenced block in a docs or blog page, as the islands accelerator's MDXComponents/Code loads it
// (src/accelerators/islands/theme): a chunk of its own, with the highlighter and its languages. The site's
// CodeBlock wrapper (src/theme/CodeBlock) hands a linked block's plan to its tokens, as it does without the
// accelerator.
import '@site/src/prism/languages';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';

export type Props = CodeBlockProps & {'data-api-links'?: string};

export {default} from '@theme/CodeBlock';
