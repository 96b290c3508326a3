// Bundle budgets (filled in by the public and dashboard issues).
console.log("budgets: no app builds yet");
