/** A server message without the field it names ('password: That password is not correct.' → the rest). */
export function fieldMessage(message: string): string {
  return message.replace(/^[A-Za-z][\w.[\]]*: /, '');
}
