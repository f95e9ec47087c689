/**
 * The command line of the scripts that write JSON files to data/generated/
 * (scripts/generate-api-links.ts, scripts/generate-dotnet-map.ts): `--help`,
 * `--check` (write nothing, exit with status 1 when a file is out of date),
 * and otherwise write each file whose text changed. A script gives only its
 * command, what its help says, and the files it makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const generatedDir = path.join(__dirname, '..', '..', 'data', 'generated');

export interface Generator {
  /** How to run the script, as its help and `--check` name it. */
  command: string;
  /** The help text between the usage line and the options. */
  description: string;
  /** Spaces per level of the JSON written. */
  indent: number;
  /** The files, by name under data/generated/, and what each holds; only called when there is work. */
  files(): Array<[name: string, content: unknown]>;
}

/** One file as it should be, and as it is on disk (`undefined` when missing). */
export interface FileState {
  name: string;
  text: string;
  current: string | undefined;
}

/** What one run prints, which files it writes, and whether `--check` fails. */
export interface GeneratedPlan {
  lines: string[];
  write: FileState[];
  stale: boolean;
}

/** What a run does with these files: in check mode a file out of date is reported with the command that updates it. */
export function planGenerated(files: readonly FileState[], check: boolean, command: string): GeneratedPlan {
  const plan: GeneratedPlan = {lines: [], write: [], stale: false};
  for (const file of files) {
    if (file.current === file.text) {
      plan.lines.push(`${file.name}: up to date`);
    } else if (check) {
      plan.lines.push(`${file.name}: out of date; run ${command}`);
      plan.stale = true;
    } else {
      plan.write.push(file);
      plan.lines.push(`${file.name}: written`);
    }
  }
  return plan;
}

function usage({command, description}: Generator): string {
  return `Usage: ${command} [--check]

${description}
  --check  write nothing; exit with status 1 when a file is out of date
  --help   show this text`;
}

/** Runs a generate script with the process's arguments, and exits. */
export function runGenerator(generator: Generator): never {
  const {values} = parseArgs({
    options: {check: {type: 'boolean', default: false}, help: {type: 'boolean', default: false}},
  });
  if (values.help) {
    console.log(usage(generator));
    process.exit(0);
  }
  const files = generator.files().map(([name, content]): FileState => {
    const file = path.join(generatedDir, name);
    return {
      name,
      text: `${JSON.stringify(content, null, generator.indent)}\n`,
      current: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined,
    };
  });
  const plan = planGenerated(files, values.check, generator.command);
  if (plan.write.length > 0) fs.mkdirSync(generatedDir, {recursive: true});
  for (const {name, text} of plan.write) fs.writeFileSync(path.join(generatedDir, name), text);
  for (const line of plan.lines) console.log(line);
  process.exit(plan.stale ? 1 : 0);
}
