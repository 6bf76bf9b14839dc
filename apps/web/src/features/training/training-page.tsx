import { type Country, countryIndex, loadCountry, type UsLetter } from "@gradeatlas/engine";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { fieldClass } from "../../components/ui/field-styles";
import { LoadingIndicator } from "../../components/ui/loading";
import { readBestStreak, writeBestStreak } from "./best-streak";
import { allRegions, nextQuestion, regionsOf } from "./practice-question";
import { QuestionCard } from "./question-card";
import { noScore, type Round, type Score } from "./training-round";

const regions = regionsOf(countryIndex);

/** /training: practise converting grades from around the world, with the engine's reasons. */
export function TrainingPage() {
  const queryClient = useQueryClient();
  const [region, setRegion] = useState(allRegions);
  const [round, setRound] = useState<Round>({ status: "loading" });
  const [score, setScore] = useState<Score>(noScore);
  const [best, setBest] = useState(readBestStreak);
  const ids = { region: useId(), prompt: useId(), score: useId(), resetHint: useId() };
  const request = useRef(0);
  const focusQuestion = useRef(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const ask = useCallback(
    async (inRegion: string) => {
      const id = ++request.current;
      setRound({ status: "loading" });
      // Only the question's country is loaded, through the same cache the calculator uses.
      const load = (code: string) =>
        queryClient.fetchQuery<Country>({
          queryKey: ["grading_systems", "v2", code],
          queryFn: () => loadCountry(code),
          staleTime: Number.POSITIVE_INFINITY,
        });
      try {
        const question = await nextQuestion({
          summaries: countryIndex,
          region: inRegion,
          random: Math.random,
          load,
        });
        if (id === request.current) setRound({ status: "ready", question, picked: null });
      } catch {
        if (id === request.current) setRound({ status: "error", region: inRegion });
      }
    },
    [queryClient],
  );

  useEffect(() => {
    void ask(allRegions);
    return () => {
      request.current++; // a late answer for a page that has gone is dropped
    };
  }, [ask]);

  // Focus follows the trainee: to "Next question" after an answer, to the new grade after that.
  const answered = round.status === "ready" && round.picked !== null;
  const question = round.status === "ready" ? round.question : null;
  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);
  useEffect(() => {
    if (question && focusQuestion.current) {
      focusQuestion.current = false;
      questionRef.current?.focus();
    }
  }, [question]);

  const next = (inRegion = region) => {
    focusQuestion.current = true;
    void ask(inRegion);
  };

  const pick = useCallback(
    (letter: UsLetter) => {
      if (round.status !== "ready" || round.picked !== null) return;
      const right = letter === round.question.answer;
      const streak = right ? score.streak + 1 : 0;
      setRound({ ...round, picked: letter });
      setScore({ answered: score.answered + 1, correct: score.correct + (right ? 1 : 0), streak });
      if (streak > best) {
        setBest(streak);
        writeBestStreak(streak);
      }
    },
    [round, score, best],
  );

  // Keys 1–4 choose an answer, unless the trainee is typing or using a form field.
  useEffect(() => {
    if (round.status !== "ready" || round.picked !== null) return;
    const { choices } = round.question;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, select, textarea, [contenteditable='true']")) return;
      const letter = choices[Number(event.key) - 1];
      if (/^[1-4]$/.test(event.key) && letter) {
        event.preventDefault();
        pick(letter);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [round, pick]);

  const chooseRegion = (value: string) => {
    setRegion(value);
    void ask(value);
  };

  const resetScore = () => {
    setScore(noScore);
    setBest(0);
    writeBestStreak(0);
  };

  const percent = score.answered > 0 ? Math.round((100 * score.correct) / score.answered) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Training · GradeAtlas</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Training</h1>
      <p className="mt-2 text-slate-700">
        Practise reading foreign grades the way a credential evaluator does. Each question shows a real grade from a
        country's grading scale; choose the US letter it converts to, then check the method and the published sources
        behind the answer. Free, and nothing is saved except your best streak, in this browser.
      </p>

      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <div className="w-full sm:w-72">
          <label htmlFor={ids.region} className="block text-sm font-semibold text-slate-900">
            Region
          </label>
          <select
            id={ids.region}
            className={fieldClass()}
            value={region}
            onChange={(e) => chooseRegion(e.target.value)}
          >
            <option value={allRegions}>All regions</option>
            {regions.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={resetScore}
          aria-describedby={ids.resetHint}
        >
          Reset score
        </button>
      </div>

      <section aria-labelledby={ids.score} className="mt-6">
        <h2 id={ids.score} className="sr-only">
          Your score
        </h2>
        <dl className="grid grid-cols-3 gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
          <div>
            <dt className="text-sm font-medium text-slate-700">Score</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">
              {score.correct} / {score.answered}
              {percent !== null && <span className="block text-sm font-medium text-slate-700">{percent}% correct</span>}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Streak</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{score.streak}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Best streak</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{best}</dd>
          </div>
        </dl>
        <p id={ids.resetHint} className="mt-2 text-sm text-slate-700">
          Your best streak is kept in this browser; resetting the score clears it too.
        </p>
      </section>

      <div className="mt-6">
        {round.status === "loading" && <LoadingIndicator label="Loading a question…" />}
        {round.status === "error" && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
            <p className="font-medium text-red-800">
              The grading data for this question could not be loaded. Check your connection and try again.
            </p>
            <button type="button" className={buttonClass("primary", "mt-4")} onClick={() => next(round.region)}>
              Try again
            </button>
          </div>
        )}
        {round.status === "ready" && (
          <QuestionCard
            round={round}
            promptId={ids.prompt}
            questionRef={questionRef}
            nextRef={nextRef}
            onPick={pick}
            onNext={() => next()}
          />
        )}
      </div>
    </div>
  );
}
