/** A sentence ends with a full stop, whoever wrote it (the server's reasons often have none). */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
