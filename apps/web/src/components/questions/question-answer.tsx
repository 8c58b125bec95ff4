/** An answer under its question: who answered, then the text as written. */
export function QuestionAnswer({ label, text }: { label: string; text: string }) {
  return (
    <div className="mt-2 border-s-4 border-sky-300 ps-3">
      <p className="text-sm font-semibold text-sky-900">{label}</p>
      <p className="whitespace-pre-line text-slate-800" dir="auto">
        {text}
      </p>
    </div>
  );
}
