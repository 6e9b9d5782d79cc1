export default function Timesheet({ date }: { date: string; setDate: (date: string) => void }) {
  return <p>{date}</p>;
}
