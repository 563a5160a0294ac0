/** `npm run lab -- <machine> --script session.json`: the machine lab in a terminal (examples/machine-lab/cli/run-cli.ts). */
import { runCli } from '../examples/machine-lab/cli/run-cli.js';

const apiBase = process.env.LRDX_API ?? `http://localhost:${process.env.PORT ?? 8080}`;
process.exitCode = await runCli(process.argv.slice(2), { out: (line) => console.log(line), apiBase });
