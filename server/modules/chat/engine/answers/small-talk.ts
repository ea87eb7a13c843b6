import { type Answer, type AnswerInput, answer, CONTACT_LINK } from '../answer.ts';

export function answerGreeting({ index }: AnswerInput): Answer {
  const { studioName } = index.snapshot.settings;
  return answer(
    `Hello! I'm the ${studioName} assistant. I can tell you about our projects, services, process and hours, look at a photo of your room, or sketch a design plan. What are you working on?`,
    [],
  );
}

export function answerThanks(_input: AnswerInput): Answer {
  return answer(
    "You're welcome! Whenever you'd like to take it further, the enquiry form reaches the studio directly.",
    [CONTACT_LINK],
  );
}

/** Said plainly when nothing relevant was found (D21), with the way to a person. */
export function answerUnknown({ index }: AnswerInput): Answer {
  const { studioName } = index.snapshot.settings;
  return answer(
    `I'm sorry, I don't know the answer to that. I can help with ${studioName}'s projects, services, process and hours, and with design questions about your rooms. For anything else, ask the studio directly through the enquiry form.`,
    [CONTACT_LINK],
    [],
    false,
  );
}
