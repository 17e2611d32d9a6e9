/**
 * What a browser's date or number field can hold that is no value yet (a date without its year,
 * "e" in a number): the field reads as empty, so the form's check would call it missing, or send
 * the event date as not given. Such a field is refused with what to finish instead, by input type.
 */
export const UNFINISHED_INPUT: Record<string, string> = {
  date: 'Please enter the whole date: month, day and year.',
  number: 'Please enter the number in digits, such as 40.',
};
