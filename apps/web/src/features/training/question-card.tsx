import type { UsLetter } from "@gradeatlas/engine";
import type { RefObject } from "react";
import { ExplanationList } from "../../components/explanation-list";
import { SourceLinks } from "../../components/source-links";
import { buttonClass } from "../../components/ui/button-styles";
import { ChoiceButton } from "./choice-button";
import type { Round } from "./training-round";

interface QuestionCardProps {
  round: Extract<Round, { status: "ready" }>;
  promptId: string;
  questionRef: RefObject<HTMLHeadingElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  onPick: (letter: UsLetter) => void;
  onNext: () => void;
}

/** The question, its four answers and, once answered, the engine's reasons. */
export function QuestionCard({ round, promptId, questionRef, nextRef, onPick, onNext }: QuestionCardProps) {
  const { question, picked } = round;
  const { scale, grade, answer, conversion } = question;
  const answered = picked !== null;
  const right = picked === answer;
  const points = conversion.usPoints?.toFixed(2);

  return (
    <section aria-labelledby={promptId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2
        id={promptId}
        ref={questionRef}
        tabIndex={-1}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700"
      >
        <span className="block text-sm font-semibold text-slate-700">
          {question.country.name} · {scale.name}
        </span>
        <span className="mt-2 block text-5xl font-bold tracking-tight break-words text-slate-900">{grade}</span>
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {scale.direction === "lower-better" ? "Lower is better. " : ""}Best {scale.bestGrade}, pass {scale.passMark}.
      </p>

      <fieldset className="mt-6">
        <legend className="text-base font-semibold text-slate-900">Which US letter grade is it?</legend>
        <p className="mt-1 hidden text-sm text-slate-700 sm:block">Or press the keys 1 to 4.</p>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {question.choices.map((letter, i) => (
            <ChoiceButton
              key={letter}
              letter={letter}
              shortcut={i + 1}
              state={!answered ? "open" : letter === answer ? "answer" : letter === picked ? "wrong" : "other"}
              onPick={onPick}
            />
          ))}
        </div>
      </fieldset>

      <div role="status" className="mt-6">
        {answered && (
          <p className={`text-lg font-semibold ${right ? "text-emerald-800" : "text-red-800"}`}>
            {right ? "Correct. " : `Not quite: you chose ${picked}. `}
            {grade} converts to {answer}
            {points ? ` (${points} points)` : ""}.
          </p>
        )}
      </div>

      {answered && (
        <>
          <ExplanationList
            items={[
              {
                term: "US equivalent",
                detail: `${answer}${points ? `, ${points} points` : ""}${conversion.countsInGpa ? "" : " (not counted in the GPA)"}`,
              },
              conversion.localLabel && { term: "Local label", detail: conversion.localLabel },
              { term: "Method", detail: conversion.explanation.method },
              { term: "Rounding", detail: conversion.explanation.rounding },
              { term: "Sources", detail: <SourceLinks sources={conversion.explanation.sources} /> },
              scale.notes.length > 0 && {
                term: "Notes on this scale",
                detail: (
                  <ul className="mt-1 list-disc space-y-1 pl-5">
                    {scale.notes.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
          <button ref={nextRef} type="button" className={buttonClass("primary", "mt-6")} onClick={onNext}>
            Next question
          </button>
        </>
      )}
    </section>
  );
}
