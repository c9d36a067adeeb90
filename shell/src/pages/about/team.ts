// The six people of the Kemet team shown on the about page, with their avatar illustrations.
import member1 from '../../assets/team/member-1.svg';
import member2 from '../../assets/team/member-2.svg';
import member3 from '../../assets/team/member-3.svg';
import member4 from '../../assets/team/member-4.svg';
import member5 from '../../assets/team/member-5.svg';
import member6 from '../../assets/team/member-6.svg';

export interface TeamMember {
  name: string;
  role: string;
  avatar: string;
}

export const TEAM: TeamMember[] = [
  { name: 'Nour El-Sayed', role: 'Founder and CEO', avatar: member1 },
  { name: 'Karim Mansour', role: 'Head of Partnerships', avatar: member2 },
  { name: 'Laila Hassan', role: 'Lead Egyptologist', avatar: member3 },
  { name: 'Omar Farouk', role: 'Head of Engineering', avatar: member4 },
  { name: 'Yasmin Adel', role: 'Traveler Support Lead', avatar: member5 },
  { name: 'Tarek Ibrahim', role: 'Tour Operations Manager', avatar: member6 },
];
