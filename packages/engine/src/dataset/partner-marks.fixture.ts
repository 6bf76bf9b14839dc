// A partner university's 0–100 marks table as an institution would write it:
// the custom-scale tests of the engine, the server and the calculator share it.
export const partnerMarks = {
  name: "Partner university marks",
  level: "undergraduate",
  direction: "higher-better",
  grades: { type: "numeric", min: 0, max: 100, step: 1 },
  bestGrade: "100",
  passMark: "50",
  method: {
    type: "bands",
    profile: "standard",
    bands: [
      { from: 85, to: 100, us: "A" },
      { from: 70, to: 84, us: "B" },
      { from: 50, to: 69, us: "C" },
      { from: 0, to: 49, us: "F" },
    ],
  },
};
