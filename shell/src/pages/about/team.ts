// The six people of the Kemet team shown on the about page, with their avatar illustrations (names and roles are in
// the static pages' messages, about.members.<key>).
import member1 from '../../assets/team/member-1.svg';
import member2 from '../../assets/team/member-2.svg';
import member3 from '../../assets/team/member-3.svg';
import member4 from '../../assets/team/member-4.svg';
import member5 from '../../assets/team/member-5.svg';
import member6 from '../../assets/team/member-6.svg';

export interface TeamMember {
  key: 'nour' | 'karim' | 'laila' | 'omar' | 'yasmin' | 'tarek';
  avatar: string;
}

export const TEAM: TeamMember[] = [
  { key: 'nour', avatar: member1 },
  { key: 'karim', avatar: member2 },
  { key: 'laila', avatar: member3 },
  { key: 'omar', avatar: member4 },
  { key: 'yasmin', avatar: member5 },
  { key: 'tarek', avatar: member6 },
];
