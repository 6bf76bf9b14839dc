import type { UsLetter } from "@gradeatlas/engine";
import type { PracticeQuestion } from "./practice-question";

// One question's state and the running score of a practice session.

export type Round =
  | { status: "loading" }
  | { status: "error"; region: string }
  | { status: "ready"; question: PracticeQuestion; picked: UsLetter | null };

export interface Score {
  answered: number;
  correct: number;
  streak: number;
}

export const noScore: Score = { answered: 0, correct: 0, streak: 0 };
