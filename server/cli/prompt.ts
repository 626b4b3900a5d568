import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";

export type Question = { key: string; label: string; secret?: boolean };

/** Piped input (scripts, CI): one answer per line, in the order of the questions. */
async function answersFromPipe(questions: Question[]): Promise<Record<string, string>> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  const lines = text.split(/\r?\n/);
  return Object.fromEntries(questions.map((question, i) => [question.key, lines[i] ?? ""]));
}

/** Asks questions on the terminal; `secret` answers are not echoed. */
export async function ask(questions: Question[]): Promise<Record<string, string>> {
  if (!process.stdin.isTTY) return answersFromPipe(questions);
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answers: Record<string, string> = {};
  try {
    for (const question of questions) {
      process.stdout.write(`${question.label}: `);
      muted = question.secret ?? false;
      answers[question.key] = await rl.question("");
      muted = false;
      if (question.secret) process.stdout.write("\n");
    }
  } finally {
    rl.close();
  }
  return answers;
}
